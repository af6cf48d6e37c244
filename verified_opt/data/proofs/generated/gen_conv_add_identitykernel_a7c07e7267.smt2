; verified_opt proof obligation: unsat means the rule holds
; axioms used: add_assoc, add_comm, conv_add_w, conv_idkernel
; z3 rlimit used: 78626
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun idkernel4 (Int Int Int) T)
(declare-fun dim (T Int) Int)
(declare-fun add (T T) T)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
(declare-fun in_u1 () T)
(assert
 (forall ((X T) (c Int) (kh Int) (kw Int) (ph Int) (pw Int) )(! (let ((?x28 (conv 1 1 ph pw ph pw 1 1 1 X (idkernel4 c kh kw))))
 (let (($x29 (= ?x28 X)))
 (let (($x25 (= (dim X 1) c)))
 (let (($x21 (>= kw 1)))
 (let (($x20 (>= kh 1)))
 (let (($x19 (>= pw 0)))
 (let (($x18 (>= ph 0)))
 (let (($x26 (and (= kh (+ (* 2 ph) 1)) (= kw (+ (* 2 pw) 1)) $x18 $x19 $x20 $x21 $x25)))
 (=> $x26 $x29))))))))) :pattern ( (conv 1 1 ph pw ph pw 1 1 1 X (idkernel4 c kh kw)) ) :qid conv_idkernel))
 )
(assert
 (forall ((W1 T) (W2 T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x82 (add (conv sh sw pt pl pb pr dh dw g X W1) (conv sh sw pt pl pb pr dh dw g X W2))))
 (let ((?x79 (conv sh sw pt pl pb pr dh dw g X (add W1 W2))))
 (let (($x83 (= ?x79 ?x82)))
 (let (($x74 (and (>= g 1) (>= sh 1) (>= sw 1) (>= pt 0) (>= pl 0) (>= pb 0) (>= pr 0) (>= dh 1) (>= dw 1))))
 (=> $x74 $x83))))) :pattern ( (conv sh sw pt pl pb pr dh dw g X (add W1 W2)) ) :pattern ( (add (conv sh sw pt pl pb pr dh dw g X W1) (conv sh sw pt pl pb pr dh dw g X W2)) ) :qid conv_add_w))
 )
(assert
 (forall ((X T) (Y T) )(! (let ((?x94 (add Y X)))
 (let ((?x93 (add X Y)))
 (= ?x93 ?x94))) :pattern ( (add X Y) ) :pattern ( (add Y X) ) :qid add_comm))
 )
(assert
 (forall ((X T) (Y T) (Z T) )(! (let ((?x93 (add Y Z)))
 (let ((?x102 (add X ?x93)))
 (let ((?x101 (add (add X Y) Z)))
 (= ?x101 ?x102)))) :pattern ( (add (add X Y) Z) ) :pattern ( (add X (add Y Z)) ) :qid add_assoc))
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
 (= (rank in_i1) 4))
(assert
 (= (dim in_i1 0) sym_n))
(assert
 (= (dim in_i1 1) sym_c))
(assert
 (= (dim in_i1 2) sym_h))
(assert
 (= (dim in_i1 3) sym_w))
(assert
 (= (rank in_u1) 4))
(assert
 (= (dim in_u1 0) sym_c))
(assert
 (= (dim in_u1 1) sym_c))
(assert
 (let ((?x135 (dim in_u1 2)))
 (= 1 ?x135)))
(assert
 (let ((?x137 (dim in_u1 3)))
 (= 1 ?x137)))
(assert
 (let ((?x139 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (rank ?x139) 4)))
(assert
 (let ((?x139 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x139 0) sym_n)))
(assert
 (let ((?x139 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x139 1) sym_c)))
(assert
 (let ((?x139 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x139 2) sym_h)))
(assert
 (let ((?x139 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x139 3) sym_w)))
(assert
 (let ((?x139 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x150 (add in_i1 ?x139)))
 (= (rank ?x150) 4))))
(assert
 (let ((?x139 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x150 (add in_i1 ?x139)))
 (= (dim ?x150 0) sym_n))))
(assert
 (let ((?x139 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x150 (add in_i1 ?x139)))
 (= (dim ?x150 1) sym_c))))
(assert
 (let ((?x139 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x150 (add in_i1 ?x139)))
 (= (dim ?x150 2) sym_h))))
(assert
 (let ((?x139 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x150 (add in_i1 ?x139)))
 (= (dim ?x150 3) sym_w))))
(assert
 (let ((?x139 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x150 (add in_i1 ?x139)))
 (let ((?x161 (add ?x139 ?x150)))
 (= (rank ?x161) 4)))))
(assert
 (let ((?x139 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x150 (add in_i1 ?x139)))
 (let ((?x161 (add ?x139 ?x150)))
 (= (dim ?x161 0) sym_n)))))
(assert
 (let ((?x139 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x150 (add in_i1 ?x139)))
 (let ((?x161 (add ?x139 ?x150)))
 (= (dim ?x161 1) sym_c)))))
(assert
 (let ((?x139 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x150 (add in_i1 ?x139)))
 (let ((?x161 (add ?x139 ?x150)))
 (= (dim ?x161 2) sym_h)))))
(assert
 (let ((?x139 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x150 (add in_i1 ?x139)))
 (let ((?x161 (add ?x139 ?x150)))
 (= (dim ?x161 3) sym_w)))))
(assert
 (= (rank (idkernel4 sym_c 1 1)) 4))
(assert
 (= (dim (idkernel4 sym_c 1 1) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 1 1) 1) sym_c))
(assert
 (let ((?x172 (idkernel4 sym_c 1 1)))
 (let ((?x179 (dim ?x172 2)))
 (= 1 ?x179))))
(assert
 (let ((?x172 (idkernel4 sym_c 1 1)))
 (let ((?x181 (dim ?x172 3)))
 (= 1 ?x181))))
(assert
 (= (rank (add in_u1 (idkernel4 sym_c 1 1))) 4))
(assert
 (= (dim (add in_u1 (idkernel4 sym_c 1 1)) 0) sym_c))
(assert
 (= (dim (add in_u1 (idkernel4 sym_c 1 1)) 1) sym_c))
(assert
 (let ((?x172 (idkernel4 sym_c 1 1)))
 (let ((?x183 (add in_u1 ?x172)))
 (let ((?x190 (dim ?x183 2)))
 (= 1 ?x190)))))
(assert
 (let ((?x172 (idkernel4 sym_c 1 1)))
 (let ((?x183 (add in_u1 ?x172)))
 (let ((?x192 (dim ?x183 3)))
 (= 1 ?x192)))))
(assert
 (= (rank (add in_u1 (add in_u1 (idkernel4 sym_c 1 1)))) 4))
(assert
 (let ((?x172 (idkernel4 sym_c 1 1)))
 (let ((?x183 (add in_u1 ?x172)))
 (let ((?x194 (add in_u1 ?x183)))
 (= (dim ?x194 0) sym_c)))))
(assert
 (let ((?x172 (idkernel4 sym_c 1 1)))
 (let ((?x183 (add in_u1 ?x172)))
 (let ((?x194 (add in_u1 ?x183)))
 (= (dim ?x194 1) sym_c)))))
(assert
 (let ((?x172 (idkernel4 sym_c 1 1)))
 (let ((?x183 (add in_u1 ?x172)))
 (let ((?x194 (add in_u1 ?x183)))
 (let ((?x201 (dim ?x194 2)))
 (= 1 ?x201))))))
(assert
 (let ((?x172 (idkernel4 sym_c 1 1)))
 (let ((?x183 (add in_u1 ?x172)))
 (let ((?x194 (add in_u1 ?x183)))
 (let ((?x203 (dim ?x194 3)))
 (= 1 ?x203))))))
(assert
 (let ((?x172 (idkernel4 sym_c 1 1)))
 (let ((?x183 (add in_u1 ?x172)))
 (let ((?x194 (add in_u1 ?x183)))
 (let ((?x205 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x194)))
 (= (rank ?x205) 4))))))
(assert
 (let ((?x172 (idkernel4 sym_c 1 1)))
 (let ((?x183 (add in_u1 ?x172)))
 (let ((?x194 (add in_u1 ?x183)))
 (let ((?x205 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x194)))
 (= (dim ?x205 0) sym_n))))))
(assert
 (let ((?x172 (idkernel4 sym_c 1 1)))
 (let ((?x183 (add in_u1 ?x172)))
 (let ((?x194 (add in_u1 ?x183)))
 (let ((?x205 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x194)))
 (= (dim ?x205 1) sym_c))))))
(assert
 (let ((?x172 (idkernel4 sym_c 1 1)))
 (let ((?x183 (add in_u1 ?x172)))
 (let ((?x194 (add in_u1 ?x183)))
 (let ((?x205 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x194)))
 (= (dim ?x205 2) sym_h))))))
(assert
 (let ((?x172 (idkernel4 sym_c 1 1)))
 (let ((?x183 (add in_u1 ?x172)))
 (let ((?x194 (add in_u1 ?x183)))
 (let ((?x205 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x194)))
 (= (dim ?x205 3) sym_w))))))
(assert
 (let ((?x172 (idkernel4 sym_c 1 1)))
(let ((?x183 (add in_u1 ?x172)))
(let ((?x194 (add in_u1 ?x183)))
(let ((?x205 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x194)))
(let ((?x139 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x150 (add in_i1 ?x139)))
(let ((?x161 (add ?x139 ?x150)))
(and (distinct ?x161 ?x205) true)))))))))
(check-sat)
