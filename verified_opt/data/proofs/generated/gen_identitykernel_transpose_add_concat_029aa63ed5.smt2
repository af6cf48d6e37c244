; verified_opt proof obligation: unsat means the rule holds
; axioms used: add_comm, transpose2_add, transpose2_concat0, transpose_idkernel2
; z3 rlimit used: 111843
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun idkernel2 (Int) T)
(declare-fun transpose2 (Int Int T) T)
(declare-fun add (T T) T)
(declare-fun dim (T Int) Int)
(declare-fun rank (T) Int)
(declare-fun concat (Int T T) T)
(declare-fun sym_c () Int)
(declare-fun in_w1 () T)
(assert
 (forall ((c Int) )(! (let ((?x10 (idkernel2 c)))
 (let ((?x11 (transpose2 1 0 ?x10)))
 (let (($x12 (= ?x11 ?x10)))
 (=> (and (>= c 1)) $x12)))) :pattern ( (transpose2 1 0 (idkernel2 c)) ) :pattern ( (idkernel2 c) ) :qid transpose_idkernel2))
 )
(assert
 (forall ((X T) (Y T) )(! (let ((?x80 (add Y X)))
 (let ((?x79 (add X Y)))
 (let (($x81 (= ?x79 ?x80)))
 (let (($x76 (= (dim X 5) (dim Y 5))))
 (let (($x70 (= (dim X 4) (dim Y 4))))
 (let (($x64 (= (dim X 3) (dim Y 3))))
 (let (($x58 (= (dim X 2) (dim Y 2))))
 (let (($x52 (= (dim X 1) (dim Y 1))))
 (let (($x47 (= (dim X 0) (dim Y 0))))
 (let (($x78 (and (= (- (rank Y) 0) (- (rank X) 0)) (=> (> (- (rank X) 0) 0) $x47) (=> (> (- (rank X) 0) 1) $x52) (=> (> (- (rank X) 0) 2) $x58) (=> (> (- (rank X) 0) 3) $x64) (=> (> (- (rank X) 0) 4) $x70) (=> (> (- (rank X) 0) 5) $x76))))
 (=> $x78 $x81))))))))))) :pattern ( (add X Y) ) :pattern ( (add Y X) ) :qid add_comm))
 )
(assert
 (forall ((X T) (Y T) (p0 Int) (p1 Int) )(! (let ((?x116 (transpose2 p0 p1 Y)))
 (let ((?x115 (transpose2 p0 p1 X)))
 (let ((?x117 (add ?x115 ?x116)))
 (let ((?x114 (transpose2 p0 p1 (add X Y))))
 (let (($x118 (= ?x114 ?x117)))
 (let (($x112 (and (>= p0 0) (>= p1 0) (= (rank X) 2) (= (rank Y) 2))))
 (=> $x112 $x118))))))) :pattern ( (transpose2 p0 p1 (add X Y)) ) :pattern ( (add (transpose2 p0 p1 X) (transpose2 p0 p1 Y)) ) :qid transpose2_add))
 )
(assert
 (forall ((X T) (Y T) (p0 Int) (p1 Int) )(! (let ((?x116 (transpose2 p0 p1 Y)))
 (let ((?x115 (transpose2 p0 p1 X)))
 (let ((?x128 (concat 0 ?x115 ?x116)))
 (let ((?x127 (transpose2 p0 p1 (concat p0 X Y))))
 (let (($x129 (= ?x127 ?x128)))
 (let (($x112 (and (>= p0 0) (>= p1 0) (= (rank X) 2) (= (rank Y) 2))))
 (=> $x112 $x129))))))) :pattern ( (transpose2 p0 p1 (concat p0 X Y)) ) :pattern ( (concat 0 (transpose2 p0 p1 X) (transpose2 p0 p1 Y)) ) :qid transpose2_concat0))
 )
(assert
 (>= sym_c 1))
(assert
 (= (rank in_w1) 2))
(assert
 (= (dim in_w1 0) sym_c))
(assert
 (= (dim in_w1 1) sym_c))
(assert
 (= (rank (idkernel2 sym_c)) 2))
(assert
 (= (dim (idkernel2 sym_c) 0) sym_c))
(assert
 (= (dim (idkernel2 sym_c) 1) sym_c))
(assert
 (= (rank (transpose2 1 0 in_w1)) 2))
(assert
 (= (dim (transpose2 1 0 in_w1) 0) sym_c))
(assert
 (= (dim (transpose2 1 0 in_w1) 1) sym_c))
(assert
 (= (rank (add (idkernel2 sym_c) (transpose2 1 0 in_w1))) 2))
(assert
 (= (dim (add (idkernel2 sym_c) (transpose2 1 0 in_w1)) 0) sym_c))
(assert
 (= (dim (add (idkernel2 sym_c) (transpose2 1 0 in_w1)) 1) sym_c))
(assert
 (let ((?x152 (transpose2 1 0 in_w1)))
 (let ((?x145 (idkernel2 sym_c)))
 (let ((?x159 (add ?x145 ?x152)))
 (let ((?x166 (concat 0 ?x152 ?x159)))
 (= (rank ?x166) 2))))))
(assert
 (let ((?x170 (* 2 sym_c)))
 (let ((?x152 (transpose2 1 0 in_w1)))
 (let ((?x145 (idkernel2 sym_c)))
 (let ((?x159 (add ?x145 ?x152)))
 (let ((?x166 (concat 0 ?x152 ?x159)))
 (let ((?x169 (dim ?x166 0)))
 (= ?x169 ?x170))))))))
(assert
 (let ((?x152 (transpose2 1 0 in_w1)))
 (let ((?x145 (idkernel2 sym_c)))
 (let ((?x159 (add ?x145 ?x152)))
 (let ((?x166 (concat 0 ?x152 ?x159)))
 (= (dim ?x166 1) sym_c))))))
(assert
 (let ((?x170 (* 2 sym_c)))
 (>= ?x170 0)))
(assert
 (= (rank (add in_w1 (idkernel2 sym_c))) 2))
(assert
 (= (dim (add in_w1 (idkernel2 sym_c)) 0) sym_c))
(assert
 (= (dim (add in_w1 (idkernel2 sym_c)) 1) sym_c))
(assert
 (= (rank (concat 1 in_w1 (add in_w1 (idkernel2 sym_c)))) 2))
(assert
 (= (dim (concat 1 in_w1 (add in_w1 (idkernel2 sym_c))) 0) sym_c))
(assert
 (let ((?x170 (* 2 sym_c)))
 (let ((?x145 (idkernel2 sym_c)))
 (let ((?x175 (add in_w1 ?x145)))
 (let ((?x182 (concat 1 in_w1 ?x175)))
 (let ((?x187 (dim ?x182 1)))
 (= ?x187 ?x170)))))))
(assert
 (let ((?x145 (idkernel2 sym_c)))
 (let ((?x175 (add in_w1 ?x145)))
 (let ((?x182 (concat 1 in_w1 ?x175)))
 (let ((?x189 (transpose2 1 0 ?x182)))
 (= (rank ?x189) 2))))))
(assert
 (let ((?x170 (* 2 sym_c)))
 (let ((?x145 (idkernel2 sym_c)))
 (let ((?x175 (add in_w1 ?x145)))
 (let ((?x182 (concat 1 in_w1 ?x175)))
 (let ((?x189 (transpose2 1 0 ?x182)))
 (let ((?x192 (dim ?x189 0)))
 (= ?x192 ?x170))))))))
(assert
 (let ((?x145 (idkernel2 sym_c)))
 (let ((?x175 (add in_w1 ?x145)))
 (let ((?x182 (concat 1 in_w1 ?x175)))
 (let ((?x189 (transpose2 1 0 ?x182)))
 (= (dim ?x189 1) sym_c))))))
(assert
 (let ((?x145 (idkernel2 sym_c)))
(let ((?x175 (add in_w1 ?x145)))
(let ((?x182 (concat 1 in_w1 ?x175)))
(let ((?x189 (transpose2 1 0 ?x182)))
(let ((?x152 (transpose2 1 0 in_w1)))
(let ((?x159 (add ?x145 ?x152)))
(let ((?x166 (concat 0 ?x152 ?x159)))
(and (distinct ?x166 ?x189) true)))))))))
(check-sat)
