; verified_opt proof obligation: unsat means the rule holds
; axioms used: add_assoc, add_comm
; z3 rlimit used: 112777
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun add (T T) T)
(declare-fun dim (T Int) Int)
(declare-fun rank (T) Int)
(declare-fun sym_c () Int)
(declare-fun sym_n () Int)
(declare-fun in_x1 () T)
(declare-fun in_x2 () T)
(declare-fun in_x3 () T)
(assert
 (forall ((X T) (Y T) )(! (let ((?x50 (add Y X)))
 (let ((?x49 (add X Y)))
 (let (($x51 (= ?x49 ?x50)))
 (let ((?x45 (dim Y 5)))
 (let ((?x44 (dim X 5)))
 (let (($x46 (= ?x44 ?x45)))
 (let ((?x39 (dim Y 4)))
 (let ((?x38 (dim X 4)))
 (let (($x40 (= ?x38 ?x39)))
 (let ((?x33 (dim Y 3)))
 (let ((?x32 (dim X 3)))
 (let (($x34 (= ?x32 ?x33)))
 (let ((?x27 (dim Y 2)))
 (let ((?x26 (dim X 2)))
 (let (($x28 (= ?x26 ?x27)))
 (let ((?x21 (dim Y 1)))
 (let ((?x20 (dim X 1)))
 (let (($x22 (= ?x20 ?x21)))
 (let ((?x15 (dim Y 0)))
 (let ((?x14 (dim X 0)))
 (let (($x16 (= ?x14 ?x15)))
 (let (($x48 (and (= (- (rank Y) 0) (- (rank X) 0)) (=> (> (- (rank X) 0) 0) $x16) (=> (> (- (rank X) 0) 1) $x22) (=> (> (- (rank X) 0) 2) $x28) (=> (> (- (rank X) 0) 3) $x34) (=> (> (- (rank X) 0) 4) $x40) (=> (> (- (rank X) 0) 5) $x46))))
 (=> $x48 $x51))))))))))))))))))))))) :pattern ( (add X Y) ) :pattern ( (add Y X) ) :qid add_comm))
 )
(assert
 (forall ((X T) (Y T) (Z T) )(! (let ((?x49 (add Y Z)))
 (let ((?x134 (add X ?x49)))
 (let ((?x133 (add (add X Y) Z)))
 (let (($x135 (= ?x133 ?x134)))
 (let ((?x45 (dim Z 5)))
 (let ((?x115 (dim X 5)))
 (let (($x129 (= ?x115 ?x45)))
 (let ((?x90 (rank X)))
 (let ((?x75 (- ?x90 0)))
 (let (($x114 (> ?x75 5)))
 (let (($x131 (and (= (- (rank Y) 0) ?x75) (=> (> ?x75 0) (= (dim X 0) (dim Y 0))) (=> (> ?x75 1) (= (dim X 1) (dim Y 1))) (=> (> ?x75 2) (= (dim X 2) (dim Y 2))) (=> (> ?x75 3) (= (dim X 3) (dim Y 3))) (=> (> ?x75 4) (= (dim X 4) (dim Y 4))) (=> $x114 (= ?x115 (dim Y 5))) (= (- (rank Z) 0) ?x75) (=> (> ?x75 0) (= (dim X 0) (dim Z 0))) (=> (> ?x75 1) (= (dim X 1) (dim Z 1))) (=> (> ?x75 2) (= (dim X 2) (dim Z 2))) (=> (> ?x75 3) (= (dim X 3) (dim Z 3))) (=> (> ?x75 4) (= (dim X 4) (dim Z 4))) (=> $x114 $x129))))
 (=> $x131 $x135)))))))))))) :pattern ( (add (add X Y) Z) ) :pattern ( (add X (add Y Z)) ) :qid add_assoc))
 )
(assert
 (>= sym_c 1))
(assert
 (>= sym_n 1))
(assert
 (= (rank in_x1) 2))
(assert
 (= (dim in_x1 0) sym_n))
(assert
 (= (dim in_x1 1) sym_c))
(assert
 (= (rank in_x2) 2))
(assert
 (= (dim in_x2 0) sym_n))
(assert
 (= (dim in_x2 1) sym_c))
(assert
 (= (rank in_x3) 2))
(assert
 (= (dim in_x3 0) sym_n))
(assert
 (= (dim in_x3 1) sym_c))
(assert
 (= (rank (add in_x1 in_x2)) 2))
(assert
 (= (dim (add in_x1 in_x2) 0) sym_n))
(assert
 (= (dim (add in_x1 in_x2) 1) sym_c))
(assert
 (= (rank (add in_x3 (add in_x1 in_x2))) 2))
(assert
 (= (dim (add in_x3 (add in_x1 in_x2)) 0) sym_n))
(assert
 (= (dim (add in_x3 (add in_x1 in_x2)) 1) sym_c))
(assert
 (= (rank (add in_x1 in_x3)) 2))
(assert
 (= (dim (add in_x1 in_x3) 0) sym_n))
(assert
 (= (dim (add in_x1 in_x3) 1) sym_c))
(assert
 (= (rank (add in_x2 (add in_x1 in_x3))) 2))
(assert
 (= (dim (add in_x2 (add in_x1 in_x3)) 0) sym_n))
(assert
 (= (dim (add in_x2 (add in_x1 in_x3)) 1) sym_c))
(assert
 (let ((?x203 (add in_x1 in_x3)))
(let ((?x210 (add in_x2 ?x203)))
(let ((?x189 (add in_x1 in_x2)))
(let ((?x196 (add in_x3 ?x189)))
(and (distinct ?x196 ?x210) true))))))
(check-sat)
