; verified_opt proof obligation: unsat means the rule holds
; axioms used: add_comm, conv_add_w, conv_idkernel
; z3 rlimit used: 112815
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun idkernel4 (Int Int Int) T)
(declare-fun rank (T) Int)
(declare-fun dim (T Int) Int)
(declare-fun add (T T) T)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun in_W () T)
(declare-fun in_X () T)
(assert
 (forall ((X T) (c Int) (kh Int) (kw Int) (ph Int) (pw Int) )(! (let ((?x31 (conv 1 1 ph pw ph pw 1 1 1 X (idkernel4 c kh kw))))
 (let (($x32 (= ?x31 X)))
 (let (($x28 (= (rank X) 4)))
 (let (($x25 (= (dim X 1) c)))
 (let (($x21 (>= kw 1)))
 (let (($x20 (>= kh 1)))
 (let (($x19 (>= pw 0)))
 (let (($x18 (>= ph 0)))
 (let (($x29 (and (= kh (+ (* 2 ph) 1)) (= kw (+ (* 2 pw) 1)) $x18 $x19 $x20 $x21 $x25 $x28)))
 (=> $x29 $x32)))))))))) :pattern ( (conv 1 1 ph pw ph pw 1 1 1 X (idkernel4 c kh kw)) ) :qid conv_idkernel))
 )
(assert
 (forall ((W1 T) (W2 T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x91 (add (conv sh sw pt pl pb pr dh dw g X W1) (conv sh sw pt pl pb pr dh dw g X W2))))
 (let ((?x88 (conv sh sw pt pl pb pr dh dw g X (add W1 W2))))
 (let (($x92 (= ?x88 ?x91)))
 (let (($x86 (and (>= g 1) (>= sh 1) (>= sw 1) (>= pt 0) (>= pl 0) (>= pb 0) (>= pr 0) (>= dh 1) (>= dw 1) (= (rank X) 4) (= (rank W1) 4) (= (rank W2) 4))))
 (=> $x86 $x92))))) :pattern ( (conv sh sw pt pl pb pr dh dw g X (add W1 W2)) ) :pattern ( (add (conv sh sw pt pl pb pr dh dw g X W1) (conv sh sw pt pl pb pr dh dw g X W2)) ) :qid conv_add_w))
 )
(assert
 (forall ((X T) (Y T) )(! (let ((?x141 (add Y X)))
 (let ((?x140 (add X Y)))
 (let (($x142 (= ?x140 ?x141)))
 (let (($x137 (= (dim X 5) (dim Y 5))))
 (let (($x131 (= (dim X 4) (dim Y 4))))
 (let (($x126 (= (dim X 3) (dim Y 3))))
 (let (($x120 (= (dim X 2) (dim Y 2))))
 (let (($x115 (= (dim X 1) (dim Y 1))))
 (let (($x110 (= (dim X 0) (dim Y 0))))
 (let (($x139 (and (= (- (rank Y) 0) (- (rank X) 0)) (=> (> (- (rank X) 0) 0) $x110) (=> (> (- (rank X) 0) 1) $x115) (=> (> (- (rank X) 0) 2) $x120) (=> (> (- (rank X) 0) 3) $x126) (=> (> (- (rank X) 0) 4) $x131) (=> (> (- (rank X) 0) 5) $x137))))
 (=> $x139 $x142))))))))))) :pattern ( (add X Y) ) :pattern ( (add Y X) ) :qid add_comm))
 )
(assert
 (>= sym_c 1))
(assert
 (>= sym_h 1))
(assert
 (>= sym_n 1))
(assert
 (>= sym_w 1))
(assert
 (= (rank in_W) 4))
(assert
 (= (dim in_W 0) sym_c))
(assert
 (= (dim in_W 1) sym_c))
(assert
 (let ((?x179 (dim in_W 2)))
 (= 3 ?x179)))
(assert
 (let ((?x181 (dim in_W 3)))
 (= 3 ?x181)))
(assert
 (= (rank in_X) 4))
(assert
 (= (dim in_X 0) sym_n))
(assert
 (= (dim in_X 1) sym_c))
(assert
 (= (dim in_X 2) sym_h))
(assert
 (= (dim in_X 3) sym_w))
(assert
 (let ((?x194 (conv 1 1 1 1 1 1 1 1 1 in_X in_W)))
 (= (rank ?x194) 4)))
(assert
 (let ((?x194 (conv 1 1 1 1 1 1 1 1 1 in_X in_W)))
 (= (dim ?x194 0) sym_n)))
(assert
 (let ((?x194 (conv 1 1 1 1 1 1 1 1 1 in_X in_W)))
 (= (dim ?x194 1) sym_c)))
(assert
 (let ((?x194 (conv 1 1 1 1 1 1 1 1 1 in_X in_W)))
 (= (dim ?x194 2) sym_h)))
(assert
 (let ((?x194 (conv 1 1 1 1 1 1 1 1 1 in_X in_W)))
 (= (dim ?x194 3) sym_w)))
(assert
 (let ((?x194 (conv 1 1 1 1 1 1 1 1 1 in_X in_W)))
 (let ((?x205 (add in_X ?x194)))
 (= (rank ?x205) 4))))
(assert
 (let ((?x194 (conv 1 1 1 1 1 1 1 1 1 in_X in_W)))
 (let ((?x205 (add in_X ?x194)))
 (= (dim ?x205 0) sym_n))))
(assert
 (let ((?x194 (conv 1 1 1 1 1 1 1 1 1 in_X in_W)))
 (let ((?x205 (add in_X ?x194)))
 (= (dim ?x205 1) sym_c))))
(assert
 (let ((?x194 (conv 1 1 1 1 1 1 1 1 1 in_X in_W)))
 (let ((?x205 (add in_X ?x194)))
 (= (dim ?x205 2) sym_h))))
(assert
 (let ((?x194 (conv 1 1 1 1 1 1 1 1 1 in_X in_W)))
 (let ((?x205 (add in_X ?x194)))
 (= (dim ?x205 3) sym_w))))
(assert
 (= (rank (idkernel4 sym_c 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c 3 3) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 3 3) 1) sym_c))
(assert
 (let ((?x216 (idkernel4 sym_c 3 3)))
 (let ((?x223 (dim ?x216 2)))
 (= 3 ?x223))))
(assert
 (let ((?x216 (idkernel4 sym_c 3 3)))
 (let ((?x225 (dim ?x216 3)))
 (= 3 ?x225))))
(assert
 (= (rank (add in_W (idkernel4 sym_c 3 3))) 4))
(assert
 (= (dim (add in_W (idkernel4 sym_c 3 3)) 0) sym_c))
(assert
 (= (dim (add in_W (idkernel4 sym_c 3 3)) 1) sym_c))
(assert
 (let ((?x216 (idkernel4 sym_c 3 3)))
 (let ((?x227 (add in_W ?x216)))
 (let ((?x234 (dim ?x227 2)))
 (= 3 ?x234)))))
(assert
 (let ((?x216 (idkernel4 sym_c 3 3)))
 (let ((?x227 (add in_W ?x216)))
 (let ((?x236 (dim ?x227 3)))
 (= 3 ?x236)))))
(assert
 (let ((?x216 (idkernel4 sym_c 3 3)))
 (let ((?x227 (add in_W ?x216)))
 (let ((?x238 (conv 1 1 1 1 1 1 1 1 1 in_X ?x227)))
 (= (rank ?x238) 4)))))
(assert
 (let ((?x216 (idkernel4 sym_c 3 3)))
 (let ((?x227 (add in_W ?x216)))
 (let ((?x238 (conv 1 1 1 1 1 1 1 1 1 in_X ?x227)))
 (= (dim ?x238 0) sym_n)))))
(assert
 (let ((?x216 (idkernel4 sym_c 3 3)))
 (let ((?x227 (add in_W ?x216)))
 (let ((?x238 (conv 1 1 1 1 1 1 1 1 1 in_X ?x227)))
 (= (dim ?x238 1) sym_c)))))
(assert
 (let ((?x216 (idkernel4 sym_c 3 3)))
 (let ((?x227 (add in_W ?x216)))
 (let ((?x238 (conv 1 1 1 1 1 1 1 1 1 in_X ?x227)))
 (= (dim ?x238 2) sym_h)))))
(assert
 (let ((?x216 (idkernel4 sym_c 3 3)))
 (let ((?x227 (add in_W ?x216)))
 (let ((?x238 (conv 1 1 1 1 1 1 1 1 1 in_X ?x227)))
 (= (dim ?x238 3) sym_w)))))
(assert
 (let ((?x216 (idkernel4 sym_c 3 3)))
(let ((?x227 (add in_W ?x216)))
(let ((?x238 (conv 1 1 1 1 1 1 1 1 1 in_X ?x227)))
(let ((?x194 (conv 1 1 1 1 1 1 1 1 1 in_X in_W)))
(let ((?x205 (add in_X ?x194)))
(and (distinct ?x205 ?x238) true)))))))
(check-sat)
