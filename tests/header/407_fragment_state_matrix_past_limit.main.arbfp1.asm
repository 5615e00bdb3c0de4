!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/header/407_fragment_state_matrix_past_limit.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main
#semantic glstate : state
#semantic kernel : C0
#semantic image
#var float4 glstate.material.ambient : state.material.ambient :  : -1 : 0
#var float4 glstate.material.diffuse : state.material.diffuse :  : -1 : 0
#var float4 glstate.material.specular : state.material.specular :  : -1 : 0
#var float4 glstate.material.emission : state.material.emission :  : -1 : 0
#var float4 glstate.material.shininess : state.material.shininess :  : -1 : 0
#var float4 glstate.material.front.ambient : state.material.front.ambient :  : -1 : 0
#var float4 glstate.material.front.diffuse : state.material.front.diffuse :  : -1 : 0
#var float4 glstate.material.front.specular : state.material.front.specular :  : -1 : 0
#var float4 glstate.material.front.emission : state.material.front.emission :  : -1 : 0
#var float4 glstate.material.front.shininess : state.material.front.shininess :  : -1 : 0
#var float4 glstate.material.back.ambient : state.material.back.ambient :  : -1 : 0
#var float4 glstate.material.back.diffuse : state.material.back.diffuse :  : -1 : 0
#var float4 glstate.material.back.specular : state.material.back.specular :  : -1 : 0
#var float4 glstate.material.back.emission : state.material.back.emission :  : -1 : 0
#var float4 glstate.material.back.shininess : state.material.back.shininess :  : -1 : 0
#var float4 glstate.light[0].ambient : state.light[0].ambient :  : -1 : 0
#var float4 glstate.light[0].diffuse : state.light[0].diffuse :  : -1 : 0
#var float4 glstate.light[0].specular : state.light[0].specular :  : -1 : 0
#var float4 glstate.light[0].position : state.light[0].position :  : -1 : 0
#var float4 glstate.light[0].attenuation : state.light[0].attenuation :  : -1 : 0
#var float4 glstate.light[0].spot.direction : state.light[0].spot.direction :  : -1 : 0
#var float4 glstate.light[0].half : state.light[0].half :  : -1 : 0
#var float4 glstate.light[1].ambient : state.light[1].ambient :  : -1 : 0
#var float4 glstate.light[1].diffuse : state.light[1].diffuse :  : -1 : 0
#var float4 glstate.light[1].specular : state.light[1].specular :  : -1 : 0
#var float4 glstate.light[1].position : state.light[1].position :  : -1 : 0
#var float4 glstate.light[1].attenuation : state.light[1].attenuation :  : -1 : 0
#var float4 glstate.light[1].spot.direction : state.light[1].spot.direction :  : -1 : 0
#var float4 glstate.light[1].half : state.light[1].half :  : -1 : 0
#var float4 glstate.light[2].ambient : state.light[2].ambient :  : -1 : 0
#var float4 glstate.light[2].diffuse : state.light[2].diffuse :  : -1 : 0
#var float4 glstate.light[2].specular : state.light[2].specular :  : -1 : 0
#var float4 glstate.light[2].position : state.light[2].position :  : -1 : 0
#var float4 glstate.light[2].attenuation : state.light[2].attenuation :  : -1 : 0
#var float4 glstate.light[2].spot.direction : state.light[2].spot.direction :  : -1 : 0
#var float4 glstate.light[2].half : state.light[2].half :  : -1 : 0
#var float4 glstate.light[3].ambient : state.light[3].ambient :  : -1 : 0
#var float4 glstate.light[3].diffuse : state.light[3].diffuse :  : -1 : 0
#var float4 glstate.light[3].specular : state.light[3].specular :  : -1 : 0
#var float4 glstate.light[3].position : state.light[3].position :  : -1 : 0
#var float4 glstate.light[3].attenuation : state.light[3].attenuation :  : -1 : 0
#var float4 glstate.light[3].spot.direction : state.light[3].spot.direction :  : -1 : 0
#var float4 glstate.light[3].half : state.light[3].half :  : -1 : 0
#var float4 glstate.light[4].ambient : state.light[4].ambient :  : -1 : 0
#var float4 glstate.light[4].diffuse : state.light[4].diffuse :  : -1 : 0
#var float4 glstate.light[4].specular : state.light[4].specular :  : -1 : 0
#var float4 glstate.light[4].position : state.light[4].position :  : -1 : 0
#var float4 glstate.light[4].attenuation : state.light[4].attenuation :  : -1 : 0
#var float4 glstate.light[4].spot.direction : state.light[4].spot.direction :  : -1 : 0
#var float4 glstate.light[4].half : state.light[4].half :  : -1 : 0
#var float4 glstate.light[5].ambient : state.light[5].ambient :  : -1 : 0
#var float4 glstate.light[5].diffuse : state.light[5].diffuse :  : -1 : 0
#var float4 glstate.light[5].specular : state.light[5].specular :  : -1 : 0
#var float4 glstate.light[5].position : state.light[5].position :  : -1 : 0
#var float4 glstate.light[5].attenuation : state.light[5].attenuation :  : -1 : 0
#var float4 glstate.light[5].spot.direction : state.light[5].spot.direction :  : -1 : 0
#var float4 glstate.light[5].half : state.light[5].half :  : -1 : 0
#var float4 glstate.light[6].ambient : state.light[6].ambient :  : -1 : 0
#var float4 glstate.light[6].diffuse : state.light[6].diffuse :  : -1 : 0
#var float4 glstate.light[6].specular : state.light[6].specular :  : -1 : 0
#var float4 glstate.light[6].position : state.light[6].position :  : -1 : 0
#var float4 glstate.light[6].attenuation : state.light[6].attenuation :  : -1 : 0
#var float4 glstate.light[6].spot.direction : state.light[6].spot.direction :  : -1 : 0
#var float4 glstate.light[6].half : state.light[6].half :  : -1 : 0
#var float4 glstate.light[7].ambient : state.light[7].ambient :  : -1 : 0
#var float4 glstate.light[7].diffuse : state.light[7].diffuse :  : -1 : 0
#var float4 glstate.light[7].specular : state.light[7].specular :  : -1 : 0
#var float4 glstate.light[7].position : state.light[7].position :  : -1 : 0
#var float4 glstate.light[7].attenuation : state.light[7].attenuation :  : -1 : 0
#var float4 glstate.light[7].spot.direction : state.light[7].spot.direction :  : -1 : 0
#var float4 glstate.light[7].half : state.light[7].half :  : -1 : 0
#var float4 glstate.lightmodel.ambient : state.lightmodel.ambient :  : -1 : 0
#var float4 glstate.lightmodel.scenecolor : state.lightmodel.scenecolor :  : -1 : 0
#var float4 glstate.lightmodel.front.scenecolor : state.lightmodel.front.scenecolor :  : -1 : 0
#var float4 glstate.lightmodel.back.scenecolor : state.lightmodel.back.scenecolor :  : -1 : 0
#var float4 glstate.lightprod[0].ambient : state.lightprod[0].ambient :  : -1 : 0
#var float4 glstate.lightprod[0].diffuse : state.lightprod[0].diffuse :  : -1 : 0
#var float4 glstate.lightprod[0].specular : state.lightprod[0].specular :  : -1 : 0
#var float4 glstate.lightprod[0].front.ambient : state.lightprod[0].front.ambient :  : -1 : 0
#var float4 glstate.lightprod[0].front.diffuse : state.lightprod[0].front.diffuse :  : -1 : 0
#var float4 glstate.lightprod[0].front.specular : state.lightprod[0].front.specular :  : -1 : 0
#var float4 glstate.lightprod[0].back.ambient : state.lightprod[0].back.ambient :  : -1 : 0
#var float4 glstate.lightprod[0].back.diffuse : state.lightprod[0].back.diffuse :  : -1 : 0
#var float4 glstate.lightprod[0].back.specular : state.lightprod[0].back.specular :  : -1 : 0
#var float4 glstate.lightprod[1].ambient : state.lightprod[1].ambient :  : -1 : 0
#var float4 glstate.lightprod[1].diffuse : state.lightprod[1].diffuse :  : -1 : 0
#var float4 glstate.lightprod[1].specular : state.lightprod[1].specular :  : -1 : 0
#var float4 glstate.lightprod[1].front.ambient : state.lightprod[1].front.ambient :  : -1 : 0
#var float4 glstate.lightprod[1].front.diffuse : state.lightprod[1].front.diffuse :  : -1 : 0
#var float4 glstate.lightprod[1].front.specular : state.lightprod[1].front.specular :  : -1 : 0
#var float4 glstate.lightprod[1].back.ambient : state.lightprod[1].back.ambient :  : -1 : 0
#var float4 glstate.lightprod[1].back.diffuse : state.lightprod[1].back.diffuse :  : -1 : 0
#var float4 glstate.lightprod[1].back.specular : state.lightprod[1].back.specular :  : -1 : 0
#var float4 glstate.lightprod[2].ambient : state.lightprod[2].ambient :  : -1 : 0
#var float4 glstate.lightprod[2].diffuse : state.lightprod[2].diffuse :  : -1 : 0
#var float4 glstate.lightprod[2].specular : state.lightprod[2].specular :  : -1 : 0
#var float4 glstate.lightprod[2].front.ambient : state.lightprod[2].front.ambient :  : -1 : 0
#var float4 glstate.lightprod[2].front.diffuse : state.lightprod[2].front.diffuse :  : -1 : 0
#var float4 glstate.lightprod[2].front.specular : state.lightprod[2].front.specular :  : -1 : 0
#var float4 glstate.lightprod[2].back.ambient : state.lightprod[2].back.ambient :  : -1 : 0
#var float4 glstate.lightprod[2].back.diffuse : state.lightprod[2].back.diffuse :  : -1 : 0
#var float4 glstate.lightprod[2].back.specular : state.lightprod[2].back.specular :  : -1 : 0
#var float4 glstate.lightprod[3].ambient : state.lightprod[3].ambient :  : -1 : 0
#var float4 glstate.lightprod[3].diffuse : state.lightprod[3].diffuse :  : -1 : 0
#var float4 glstate.lightprod[3].specular : state.lightprod[3].specular :  : -1 : 0
#var float4 glstate.lightprod[3].front.ambient : state.lightprod[3].front.ambient :  : -1 : 0
#var float4 glstate.lightprod[3].front.diffuse : state.lightprod[3].front.diffuse :  : -1 : 0
#var float4 glstate.lightprod[3].front.specular : state.lightprod[3].front.specular :  : -1 : 0
#var float4 glstate.lightprod[3].back.ambient : state.lightprod[3].back.ambient :  : -1 : 0
#var float4 glstate.lightprod[3].back.diffuse : state.lightprod[3].back.diffuse :  : -1 : 0
#var float4 glstate.lightprod[3].back.specular : state.lightprod[3].back.specular :  : -1 : 0
#var float4 glstate.lightprod[4].ambient : state.lightprod[4].ambient :  : -1 : 0
#var float4 glstate.lightprod[4].diffuse : state.lightprod[4].diffuse :  : -1 : 0
#var float4 glstate.lightprod[4].specular : state.lightprod[4].specular :  : -1 : 0
#var float4 glstate.lightprod[4].front.ambient : state.lightprod[4].front.ambient :  : -1 : 0
#var float4 glstate.lightprod[4].front.diffuse : state.lightprod[4].front.diffuse :  : -1 : 0
#var float4 glstate.lightprod[4].front.specular : state.lightprod[4].front.specular :  : -1 : 0
#var float4 glstate.lightprod[4].back.ambient : state.lightprod[4].back.ambient :  : -1 : 0
#var float4 glstate.lightprod[4].back.diffuse : state.lightprod[4].back.diffuse :  : -1 : 0
#var float4 glstate.lightprod[4].back.specular : state.lightprod[4].back.specular :  : -1 : 0
#var float4 glstate.lightprod[5].ambient : state.lightprod[5].ambient :  : -1 : 0
#var float4 glstate.lightprod[5].diffuse : state.lightprod[5].diffuse :  : -1 : 0
#var float4 glstate.lightprod[5].specular : state.lightprod[5].specular :  : -1 : 0
#var float4 glstate.lightprod[5].front.ambient : state.lightprod[5].front.ambient :  : -1 : 0
#var float4 glstate.lightprod[5].front.diffuse : state.lightprod[5].front.diffuse :  : -1 : 0
#var float4 glstate.lightprod[5].front.specular : state.lightprod[5].front.specular :  : -1 : 0
#var float4 glstate.lightprod[5].back.ambient : state.lightprod[5].back.ambient :  : -1 : 0
#var float4 glstate.lightprod[5].back.diffuse : state.lightprod[5].back.diffuse :  : -1 : 0
#var float4 glstate.lightprod[5].back.specular : state.lightprod[5].back.specular :  : -1 : 0
#var float4 glstate.lightprod[6].ambient : state.lightprod[6].ambient :  : -1 : 0
#var float4 glstate.lightprod[6].diffuse : state.lightprod[6].diffuse :  : -1 : 0
#var float4 glstate.lightprod[6].specular : state.lightprod[6].specular :  : -1 : 0
#var float4 glstate.lightprod[6].front.ambient : state.lightprod[6].front.ambient :  : -1 : 0
#var float4 glstate.lightprod[6].front.diffuse : state.lightprod[6].front.diffuse :  : -1 : 0
#var float4 glstate.lightprod[6].front.specular : state.lightprod[6].front.specular :  : -1 : 0
#var float4 glstate.lightprod[6].back.ambient : state.lightprod[6].back.ambient :  : -1 : 0
#var float4 glstate.lightprod[6].back.diffuse : state.lightprod[6].back.diffuse :  : -1 : 0
#var float4 glstate.lightprod[6].back.specular : state.lightprod[6].back.specular :  : -1 : 0
#var float4 glstate.lightprod[7].ambient : state.lightprod[7].ambient :  : -1 : 0
#var float4 glstate.lightprod[7].diffuse : state.lightprod[7].diffuse :  : -1 : 0
#var float4 glstate.lightprod[7].specular : state.lightprod[7].specular :  : -1 : 0
#var float4 glstate.lightprod[7].front.ambient : state.lightprod[7].front.ambient :  : -1 : 0
#var float4 glstate.lightprod[7].front.diffuse : state.lightprod[7].front.diffuse :  : -1 : 0
#var float4 glstate.lightprod[7].front.specular : state.lightprod[7].front.specular :  : -1 : 0
#var float4 glstate.lightprod[7].back.ambient : state.lightprod[7].back.ambient :  : -1 : 0
#var float4 glstate.lightprod[7].back.diffuse : state.lightprod[7].back.diffuse :  : -1 : 0
#var float4 glstate.lightprod[7].back.specular : state.lightprod[7].back.specular :  : -1 : 0
#var float4 glstate.texgen[0].eye.s : state.texgen[0].eye.s :  : -1 : 0
#var float4 glstate.texgen[0].eye.t : state.texgen[0].eye.t :  : -1 : 0
#var float4 glstate.texgen[0].eye.r : state.texgen[0].eye.r :  : -1 : 0
#var float4 glstate.texgen[0].eye.q : state.texgen[0].eye.q :  : -1 : 0
#var float4 glstate.texgen[0].object.s : state.texgen[0].object.s :  : -1 : 0
#var float4 glstate.texgen[0].object.t : state.texgen[0].object.t :  : -1 : 0
#var float4 glstate.texgen[0].object.r : state.texgen[0].object.r :  : -1 : 0
#var float4 glstate.texgen[0].object.q : state.texgen[0].object.q :  : -1 : 0
#var float4 glstate.texgen[1].eye.s : state.texgen[1].eye.s :  : -1 : 0
#var float4 glstate.texgen[1].eye.t : state.texgen[1].eye.t :  : -1 : 0
#var float4 glstate.texgen[1].eye.r : state.texgen[1].eye.r :  : -1 : 0
#var float4 glstate.texgen[1].eye.q : state.texgen[1].eye.q :  : -1 : 0
#var float4 glstate.texgen[1].object.s : state.texgen[1].object.s :  : -1 : 0
#var float4 glstate.texgen[1].object.t : state.texgen[1].object.t :  : -1 : 0
#var float4 glstate.texgen[1].object.r : state.texgen[1].object.r :  : -1 : 0
#var float4 glstate.texgen[1].object.q : state.texgen[1].object.q :  : -1 : 0
#var float4 glstate.texgen[2].eye.s : state.texgen[2].eye.s :  : -1 : 0
#var float4 glstate.texgen[2].eye.t : state.texgen[2].eye.t :  : -1 : 0
#var float4 glstate.texgen[2].eye.r : state.texgen[2].eye.r :  : -1 : 0
#var float4 glstate.texgen[2].eye.q : state.texgen[2].eye.q :  : -1 : 0
#var float4 glstate.texgen[2].object.s : state.texgen[2].object.s :  : -1 : 0
#var float4 glstate.texgen[2].object.t : state.texgen[2].object.t :  : -1 : 0
#var float4 glstate.texgen[2].object.r : state.texgen[2].object.r :  : -1 : 0
#var float4 glstate.texgen[2].object.q : state.texgen[2].object.q :  : -1 : 0
#var float4 glstate.texgen[3].eye.s : state.texgen[3].eye.s :  : -1 : 0
#var float4 glstate.texgen[3].eye.t : state.texgen[3].eye.t :  : -1 : 0
#var float4 glstate.texgen[3].eye.r : state.texgen[3].eye.r :  : -1 : 0
#var float4 glstate.texgen[3].eye.q : state.texgen[3].eye.q :  : -1 : 0
#var float4 glstate.texgen[3].object.s : state.texgen[3].object.s :  : -1 : 0
#var float4 glstate.texgen[3].object.t : state.texgen[3].object.t :  : -1 : 0
#var float4 glstate.texgen[3].object.r : state.texgen[3].object.r :  : -1 : 0
#var float4 glstate.texgen[3].object.q : state.texgen[3].object.q :  : -1 : 0
#var float4 glstate.texgen[4].eye.s : state.texgen[4].eye.s :  : -1 : 0
#var float4 glstate.texgen[4].eye.t : state.texgen[4].eye.t :  : -1 : 0
#var float4 glstate.texgen[4].eye.r : state.texgen[4].eye.r :  : -1 : 0
#var float4 glstate.texgen[4].eye.q : state.texgen[4].eye.q :  : -1 : 0
#var float4 glstate.texgen[4].object.s : state.texgen[4].object.s :  : -1 : 0
#var float4 glstate.texgen[4].object.t : state.texgen[4].object.t :  : -1 : 0
#var float4 glstate.texgen[4].object.r : state.texgen[4].object.r :  : -1 : 0
#var float4 glstate.texgen[4].object.q : state.texgen[4].object.q :  : -1 : 0
#var float4 glstate.texgen[5].eye.s : state.texgen[5].eye.s :  : -1 : 0
#var float4 glstate.texgen[5].eye.t : state.texgen[5].eye.t :  : -1 : 0
#var float4 glstate.texgen[5].eye.r : state.texgen[5].eye.r :  : -1 : 0
#var float4 glstate.texgen[5].eye.q : state.texgen[5].eye.q :  : -1 : 0
#var float4 glstate.texgen[5].object.s : state.texgen[5].object.s :  : -1 : 0
#var float4 glstate.texgen[5].object.t : state.texgen[5].object.t :  : -1 : 0
#var float4 glstate.texgen[5].object.r : state.texgen[5].object.r :  : -1 : 0
#var float4 glstate.texgen[5].object.q : state.texgen[5].object.q :  : -1 : 0
#var float4 glstate.texgen[6].eye.s : state.texgen[6].eye.s :  : -1 : 0
#var float4 glstate.texgen[6].eye.t : state.texgen[6].eye.t :  : -1 : 0
#var float4 glstate.texgen[6].eye.r : state.texgen[6].eye.r :  : -1 : 0
#var float4 glstate.texgen[6].eye.q : state.texgen[6].eye.q :  : -1 : 0
#var float4 glstate.texgen[6].object.s : state.texgen[6].object.s :  : -1 : 0
#var float4 glstate.texgen[6].object.t : state.texgen[6].object.t :  : -1 : 0
#var float4 glstate.texgen[6].object.r : state.texgen[6].object.r :  : -1 : 0
#var float4 glstate.texgen[6].object.q : state.texgen[6].object.q :  : -1 : 0
#var float4 glstate.texgen[7].eye.s : state.texgen[7].eye.s :  : -1 : 0
#var float4 glstate.texgen[7].eye.t : state.texgen[7].eye.t :  : -1 : 0
#var float4 glstate.texgen[7].eye.r : state.texgen[7].eye.r :  : -1 : 0
#var float4 glstate.texgen[7].eye.q : state.texgen[7].eye.q :  : -1 : 0
#var float4 glstate.texgen[7].object.s : state.texgen[7].object.s :  : -1 : 0
#var float4 glstate.texgen[7].object.t : state.texgen[7].object.t :  : -1 : 0
#var float4 glstate.texgen[7].object.r : state.texgen[7].object.r :  : -1 : 0
#var float4 glstate.texgen[7].object.q : state.texgen[7].object.q :  : -1 : 0
#var float4 glstate.fog.color : state.fog.color :  : -1 : 0
#var float4 glstate.fog.params : state.fog.params :  : -1 : 0
#var float4 glstate.clip[0].plane : state.clip[0].plane :  : -1 : 0
#var float4 glstate.clip[1].plane : state.clip[1].plane :  : -1 : 0
#var float4 glstate.clip[2].plane : state.clip[2].plane :  : -1 : 0
#var float4 glstate.clip[3].plane : state.clip[3].plane :  : -1 : 0
#var float4 glstate.clip[4].plane : state.clip[4].plane :  : -1 : 0
#var float4 glstate.clip[5].plane : state.clip[5].plane :  : -1 : 0
#var float4 glstate.clip[6].plane : state.clip[6].plane :  : -1 : 0
#var float4 glstate.clip[7].plane : state.clip[7].plane :  : -1 : 0
#var float glstate.point.size : state.point.size :  : -1 : 0
#var float glstate.point.attenuation : state.point.attenuation :  : -1 : 0
#var float4x4 glstate.matrix.modelview[0] : state.matrix.modelview[0] : , 4 : -1 : 0
#var float4x4 glstate.matrix.modelview[1] : state.matrix.modelview[1] : , 4 : -1 : 0
#var float4x4 glstate.matrix.modelview[2] : state.matrix.modelview[2] : , 4 : -1 : 0
#var float4x4 glstate.matrix.modelview[3] : state.matrix.modelview[3] : , 4 : -1 : 0
#var float4x4 glstate.matrix.modelview[4] : state.matrix.modelview[4] : , 4 : -1 : 0
#var float4x4 glstate.matrix.modelview[5] : state.matrix.modelview[5] : , 4 : -1 : 0
#var float4x4 glstate.matrix.modelview[6] : state.matrix.modelview[6] : , 4 : -1 : 0
#var float4x4 glstate.matrix.modelview[7] : state.matrix.modelview[7] : , 4 : -1 : 0
#var float4x4 glstate.matrix.projection : state.matrix.projection : , 4 : -1 : 0
#var float4x4 glstate.matrix.mvp : state.matrix.mvp : , 4 : -1 : 0
#var float4x4 glstate.matrix.texture[0] : state.matrix.texture[0] : , 4 : -1 : 0
#var float4x4 glstate.matrix.texture[1] : state.matrix.texture[1] : c[29], 4 : -1 : 1
#var float4x4 glstate.matrix.texture[2] : state.matrix.texture[2] : , 4 : -1 : 0
#var float4x4 glstate.matrix.texture[3] : state.matrix.texture[3] : , 4 : -1 : 0
#var float4x4 glstate.matrix.texture[4] : state.matrix.texture[4] : , 4 : -1 : 0
#var float4x4 glstate.matrix.texture[5] : state.matrix.texture[5] : , 4 : -1 : 0
#var float4x4 glstate.matrix.texture[6] : state.matrix.texture[6] : , 4 : -1 : 0
#var float4x4 glstate.matrix.texture[7] : state.matrix.texture[7] : , 4 : -1 : 0
#var float4x4 glstate.matrix.palette[0] : state.matrix.palette[0] : , 4 : -1 : 0
#var float4x4 glstate.matrix.palette[1] : state.matrix.palette[1] : , 4 : -1 : 0
#var float4x4 glstate.matrix.palette[2] : state.matrix.palette[2] : , 4 : -1 : 0
#var float4x4 glstate.matrix.palette[3] : state.matrix.palette[3] : , 4 : -1 : 0
#var float4x4 glstate.matrix.palette[4] : state.matrix.palette[4] : , 4 : -1 : 0
#var float4x4 glstate.matrix.palette[5] : state.matrix.palette[5] : , 4 : -1 : 0
#var float4x4 glstate.matrix.palette[6] : state.matrix.palette[6] : , 4 : -1 : 0
#var float4x4 glstate.matrix.palette[7] : state.matrix.palette[7] : , 4 : -1 : 0
#var float4x4 glstate.matrix.program[0] : state.matrix.program[0] : , 4 : -1 : 0
#var float4x4 glstate.matrix.program[1] : state.matrix.program[1] : , 4 : -1 : 0
#var float4x4 glstate.matrix.program[2] : state.matrix.program[2] : , 4 : -1 : 0
#var float4x4 glstate.matrix.program[3] : state.matrix.program[3] : , 4 : -1 : 0
#var float4x4 glstate.matrix.program[4] : state.matrix.program[4] : , 4 : -1 : 0
#var float4x4 glstate.matrix.program[5] : state.matrix.program[5] : , 4 : -1 : 0
#var float4x4 glstate.matrix.program[6] : state.matrix.program[6] : , 4 : -1 : 0
#var float4x4 glstate.matrix.program[7] : state.matrix.program[7] : , 4 : -1 : 0
#var float4x4 glstate.matrix.inverse.modelview[0] : state.matrix.modelview[0].inverse : , 4 : -1 : 0
#var float4x4 glstate.matrix.inverse.modelview[1] : state.matrix.modelview[1].inverse : , 4 : -1 : 0
#var float4x4 glstate.matrix.inverse.modelview[2] : state.matrix.modelview[2].inverse : , 4 : -1 : 0
#var float4x4 glstate.matrix.inverse.modelview[3] : state.matrix.modelview[3].inverse : , 4 : -1 : 0
#var float4x4 glstate.matrix.inverse.modelview[4] : state.matrix.modelview[4].inverse : , 4 : -1 : 0
#var float4x4 glstate.matrix.inverse.modelview[5] : state.matrix.modelview[5].inverse : , 4 : -1 : 0
#var float4x4 glstate.matrix.inverse.modelview[6] : state.matrix.modelview[6].inverse : , 4 : -1 : 0
#var float4x4 glstate.matrix.inverse.modelview[7] : state.matrix.modelview[7].inverse : , 4 : -1 : 0
#var float4x4 glstate.matrix.inverse.projection : state.matrix.projection.inverse : , 4 : -1 : 0
#var float4x4 glstate.matrix.inverse.mvp : state.matrix.mvp.inverse : , 4 : -1 : 0
#var float4x4 glstate.matrix.inverse.texture[0] : state.matrix.texture[0].inverse : , 4 : -1 : 0
#var float4x4 glstate.matrix.inverse.texture[1] : state.matrix.texture[1].inverse : , 4 : -1 : 0
#var float4x4 glstate.matrix.inverse.texture[2] : state.matrix.texture[2].inverse : , 4 : -1 : 0
#var float4x4 glstate.matrix.inverse.texture[3] : state.matrix.texture[3].inverse : , 4 : -1 : 0
#var float4x4 glstate.matrix.inverse.texture[4] : state.matrix.texture[4].inverse : , 4 : -1 : 0
#var float4x4 glstate.matrix.inverse.texture[5] : state.matrix.texture[5].inverse : , 4 : -1 : 0
#var float4x4 glstate.matrix.inverse.texture[6] : state.matrix.texture[6].inverse : , 4 : -1 : 0
#var float4x4 glstate.matrix.inverse.texture[7] : state.matrix.texture[7].inverse : , 4 : -1 : 0
#var float4x4 glstate.matrix.inverse.palette[0] : state.matrix.palette[0].inverse : , 4 : -1 : 0
#var float4x4 glstate.matrix.inverse.palette[1] : state.matrix.palette[1].inverse : , 4 : -1 : 0
#var float4x4 glstate.matrix.inverse.palette[2] : state.matrix.palette[2].inverse : , 4 : -1 : 0
#var float4x4 glstate.matrix.inverse.palette[3] : state.matrix.palette[3].inverse : , 4 : -1 : 0
#var float4x4 glstate.matrix.inverse.palette[4] : state.matrix.palette[4].inverse : , 4 : -1 : 0
#var float4x4 glstate.matrix.inverse.palette[5] : state.matrix.palette[5].inverse : , 4 : -1 : 0
#var float4x4 glstate.matrix.inverse.palette[6] : state.matrix.palette[6].inverse : , 4 : -1 : 0
#var float4x4 glstate.matrix.inverse.palette[7] : state.matrix.palette[7].inverse : , 4 : -1 : 0
#var float4x4 glstate.matrix.inverse.program[0] : state.matrix.program[0].inverse : , 4 : -1 : 0
#var float4x4 glstate.matrix.inverse.program[1] : state.matrix.program[1].inverse : , 4 : -1 : 0
#var float4x4 glstate.matrix.inverse.program[2] : state.matrix.program[2].inverse : , 4 : -1 : 0
#var float4x4 glstate.matrix.inverse.program[3] : state.matrix.program[3].inverse : , 4 : -1 : 0
#var float4x4 glstate.matrix.inverse.program[4] : state.matrix.program[4].inverse : , 4 : -1 : 0
#var float4x4 glstate.matrix.inverse.program[5] : state.matrix.program[5].inverse : , 4 : -1 : 0
#var float4x4 glstate.matrix.inverse.program[6] : state.matrix.program[6].inverse : , 4 : -1 : 0
#var float4x4 glstate.matrix.inverse.program[7] : state.matrix.program[7].inverse : , 4 : -1 : 0
#var float4x4 glstate.matrix.transpose.modelview[0] : state.matrix.modelview[0].transpose : , 4 : -1 : 0
#var float4x4 glstate.matrix.transpose.modelview[1] : state.matrix.modelview[1].transpose : , 4 : -1 : 0
#var float4x4 glstate.matrix.transpose.modelview[2] : state.matrix.modelview[2].transpose : , 4 : -1 : 0
#var float4x4 glstate.matrix.transpose.modelview[3] : state.matrix.modelview[3].transpose : , 4 : -1 : 0
#var float4x4 glstate.matrix.transpose.modelview[4] : state.matrix.modelview[4].transpose : , 4 : -1 : 0
#var float4x4 glstate.matrix.transpose.modelview[5] : state.matrix.modelview[5].transpose : , 4 : -1 : 0
#var float4x4 glstate.matrix.transpose.modelview[6] : state.matrix.modelview[6].transpose : , 4 : -1 : 0
#var float4x4 glstate.matrix.transpose.modelview[7] : state.matrix.modelview[7].transpose : , 4 : -1 : 0
#var float4x4 glstate.matrix.transpose.projection : state.matrix.projection.transpose : , 4 : -1 : 0
#var float4x4 glstate.matrix.transpose.mvp : state.matrix.mvp.transpose : , 4 : -1 : 0
#var float4x4 glstate.matrix.transpose.texture[0] : state.matrix.texture[0].transpose : , 4 : -1 : 0
#var float4x4 glstate.matrix.transpose.texture[1] : state.matrix.texture[1].transpose : , 4 : -1 : 0
#var float4x4 glstate.matrix.transpose.texture[2] : state.matrix.texture[2].transpose : , 4 : -1 : 0
#var float4x4 glstate.matrix.transpose.texture[3] : state.matrix.texture[3].transpose : , 4 : -1 : 0
#var float4x4 glstate.matrix.transpose.texture[4] : state.matrix.texture[4].transpose : , 4 : -1 : 0
#var float4x4 glstate.matrix.transpose.texture[5] : state.matrix.texture[5].transpose : , 4 : -1 : 0
#var float4x4 glstate.matrix.transpose.texture[6] : state.matrix.texture[6].transpose : , 4 : -1 : 0
#var float4x4 glstate.matrix.transpose.texture[7] : state.matrix.texture[7].transpose : , 4 : -1 : 0
#var float4x4 glstate.matrix.transpose.palette[0] : state.matrix.palette[0].transpose : , 4 : -1 : 0
#var float4x4 glstate.matrix.transpose.palette[1] : state.matrix.palette[1].transpose : , 4 : -1 : 0
#var float4x4 glstate.matrix.transpose.palette[2] : state.matrix.palette[2].transpose : , 4 : -1 : 0
#var float4x4 glstate.matrix.transpose.palette[3] : state.matrix.palette[3].transpose : , 4 : -1 : 0
#var float4x4 glstate.matrix.transpose.palette[4] : state.matrix.palette[4].transpose : , 4 : -1 : 0
#var float4x4 glstate.matrix.transpose.palette[5] : state.matrix.palette[5].transpose : , 4 : -1 : 0
#var float4x4 glstate.matrix.transpose.palette[6] : state.matrix.palette[6].transpose : , 4 : -1 : 0
#var float4x4 glstate.matrix.transpose.palette[7] : state.matrix.palette[7].transpose : , 4 : -1 : 0
#var float4x4 glstate.matrix.transpose.program[0] : state.matrix.program[0].transpose : , 4 : -1 : 0
#var float4x4 glstate.matrix.transpose.program[1] : state.matrix.program[1].transpose : , 4 : -1 : 0
#var float4x4 glstate.matrix.transpose.program[2] : state.matrix.program[2].transpose : , 4 : -1 : 0
#var float4x4 glstate.matrix.transpose.program[3] : state.matrix.program[3].transpose : , 4 : -1 : 0
#var float4x4 glstate.matrix.transpose.program[4] : state.matrix.program[4].transpose : , 4 : -1 : 0
#var float4x4 glstate.matrix.transpose.program[5] : state.matrix.program[5].transpose : , 4 : -1 : 0
#var float4x4 glstate.matrix.transpose.program[6] : state.matrix.program[6].transpose : , 4 : -1 : 0
#var float4x4 glstate.matrix.transpose.program[7] : state.matrix.program[7].transpose : , 4 : -1 : 0
#var float4x4 glstate.matrix.invtrans.modelview[0] : state.matrix.modelview[0].invtrans : , 4 : -1 : 0
#var float4x4 glstate.matrix.invtrans.modelview[1] : state.matrix.modelview[1].invtrans : , 4 : -1 : 0
#var float4x4 glstate.matrix.invtrans.modelview[2] : state.matrix.modelview[2].invtrans : , 4 : -1 : 0
#var float4x4 glstate.matrix.invtrans.modelview[3] : state.matrix.modelview[3].invtrans : , 4 : -1 : 0
#var float4x4 glstate.matrix.invtrans.modelview[4] : state.matrix.modelview[4].invtrans : , 4 : -1 : 0
#var float4x4 glstate.matrix.invtrans.modelview[5] : state.matrix.modelview[5].invtrans : , 4 : -1 : 0
#var float4x4 glstate.matrix.invtrans.modelview[6] : state.matrix.modelview[6].invtrans : , 4 : -1 : 0
#var float4x4 glstate.matrix.invtrans.modelview[7] : state.matrix.modelview[7].invtrans : , 4 : -1 : 0
#var float4x4 glstate.matrix.invtrans.projection : state.matrix.projection.invtrans : , 4 : -1 : 0
#var float4x4 glstate.matrix.invtrans.mvp : state.matrix.mvp.invtrans : , 4 : -1 : 0
#var float4x4 glstate.matrix.invtrans.texture[0] : state.matrix.texture[0].invtrans : , 4 : -1 : 0
#var float4x4 glstate.matrix.invtrans.texture[1] : state.matrix.texture[1].invtrans : , 4 : -1 : 0
#var float4x4 glstate.matrix.invtrans.texture[2] : state.matrix.texture[2].invtrans : , 4 : -1 : 0
#var float4x4 glstate.matrix.invtrans.texture[3] : state.matrix.texture[3].invtrans : , 4 : -1 : 0
#var float4x4 glstate.matrix.invtrans.texture[4] : state.matrix.texture[4].invtrans : , 4 : -1 : 0
#var float4x4 glstate.matrix.invtrans.texture[5] : state.matrix.texture[5].invtrans : , 4 : -1 : 0
#var float4x4 glstate.matrix.invtrans.texture[6] : state.matrix.texture[6].invtrans : , 4 : -1 : 0
#var float4x4 glstate.matrix.invtrans.texture[7] : state.matrix.texture[7].invtrans : , 4 : -1 : 0
#var float4x4 glstate.matrix.invtrans.palette[0] : state.matrix.palette[0].invtrans : , 4 : -1 : 0
#var float4x4 glstate.matrix.invtrans.palette[1] : state.matrix.palette[1].invtrans : , 4 : -1 : 0
#var float4x4 glstate.matrix.invtrans.palette[2] : state.matrix.palette[2].invtrans : , 4 : -1 : 0
#var float4x4 glstate.matrix.invtrans.palette[3] : state.matrix.palette[3].invtrans : , 4 : -1 : 0
#var float4x4 glstate.matrix.invtrans.palette[4] : state.matrix.palette[4].invtrans : , 4 : -1 : 0
#var float4x4 glstate.matrix.invtrans.palette[5] : state.matrix.palette[5].invtrans : , 4 : -1 : 0
#var float4x4 glstate.matrix.invtrans.palette[6] : state.matrix.palette[6].invtrans : , 4 : -1 : 0
#var float4x4 glstate.matrix.invtrans.palette[7] : state.matrix.palette[7].invtrans : , 4 : -1 : 0
#var float4x4 glstate.matrix.invtrans.program[0] : state.matrix.program[0].invtrans : , 4 : -1 : 0
#var float4x4 glstate.matrix.invtrans.program[1] : state.matrix.program[1].invtrans : , 4 : -1 : 0
#var float4x4 glstate.matrix.invtrans.program[2] : state.matrix.program[2].invtrans : , 4 : -1 : 0
#var float4x4 glstate.matrix.invtrans.program[3] : state.matrix.program[3].invtrans : , 4 : -1 : 0
#var float4x4 glstate.matrix.invtrans.program[4] : state.matrix.program[4].invtrans : , 4 : -1 : 0
#var float4x4 glstate.matrix.invtrans.program[5] : state.matrix.program[5].invtrans : , 4 : -1 : 0
#var float4x4 glstate.matrix.invtrans.program[6] : state.matrix.program[6].invtrans : , 4 : -1 : 0
#var float4x4 glstate.matrix.invtrans.program[7] : state.matrix.program[7].invtrans : , 4 : -1 : 0
#var float2 uv : $vin.TEXCOORD0 : TEX0 : 0 : 1
#var float4 kernel[0] :  : c[0] : -1 : 1
#var float4 kernel[1] :  : c[1] : -1 : 1
#var float4 kernel[2] :  : c[2] : -1 : 1
#var float4 kernel[3] :  : c[3] : -1 : 1
#var float4 kernel[4] :  : c[4] : -1 : 1
#var float4 kernel[5] :  : c[5] : -1 : 1
#var float4 kernel[6] :  : c[6] : -1 : 1
#var float4 kernel[7] :  : c[7] : -1 : 1
#var float4 kernel[8] :  : c[8] : -1 : 1
#var float4 kernel[9] :  : c[9] : -1 : 1
#var float4 kernel[10] :  : c[10] : -1 : 1
#var float4 kernel[11] :  : c[11] : -1 : 1
#var float4 kernel[12] :  : c[12] : -1 : 1
#var float4 kernel[13] :  : c[13] : -1 : 1
#var float4 kernel[14] :  : c[14] : -1 : 1
#var float4 kernel[15] :  : c[15] : -1 : 1
#var float4 kernel[16] :  : c[16] : -1 : 1
#var float4 kernel[17] :  : c[17] : -1 : 1
#var float4 kernel[18] :  : c[18] : -1 : 1
#var float4 kernel[19] :  : c[19] : -1 : 1
#var float4 kernel[20] :  : c[20] : -1 : 1
#var float4 kernel[21] :  : c[21] : -1 : 1
#var float4 kernel[22] :  : c[22] : -1 : 1
#var float4 kernel[23] :  : c[23] : -1 : 1
#var float4 kernel[24] :  : c[24] : -1 : 1
#var float4 kernel[25] :  : c[25] : -1 : 1
#var float4 kernel[26] :  : c[26] : -1 : 1
#var float4 kernel[27] :  : c[27] : -1 : 1
#var float4 kernel[28] :  : c[28] : -1 : 1
#var sampler2D image :  : texunit 0 : -1 : 1
#var float4 main : $vout.COLOR : COL : -1 : 1
PARAM c[33] = { program.local[0..28],
		state.matrix.texture[1].row[0..3] };
TEMP R0;
TEMP R1;
TEMP R2;
ADD R0.zw, fragment.texcoord[0].xyxy, c[1];
TEX R1, R0.zwzw, texture[0], 2D;
ADD R0.xy, fragment.texcoord[0], c[0].zwzw;
MUL R1, R1, c[1];
TEX R0, R0, texture[0], 2D;
MAD R0, R0, c[0], R1;
ADD R2.xy, fragment.texcoord[0], c[2].zwzw;
TEX R1, R2, texture[0], 2D;
ADD R2.xy, fragment.texcoord[0], c[3].zwzw;
MAD R0, R1, c[2], R0;
TEX R1, R2, texture[0], 2D;
ADD R2.xy, fragment.texcoord[0], c[4].zwzw;
MAD R0, R1, c[3], R0;
TEX R1, R2, texture[0], 2D;
ADD R2.xy, fragment.texcoord[0], c[5].zwzw;
MAD R0, R1, c[4], R0;
TEX R1, R2, texture[0], 2D;
ADD R2.xy, fragment.texcoord[0], c[6].zwzw;
MAD R0, R1, c[5], R0;
TEX R1, R2, texture[0], 2D;
ADD R2.xy, fragment.texcoord[0], c[7].zwzw;
MAD R0, R1, c[6], R0;
TEX R1, R2, texture[0], 2D;
ADD R2.xy, fragment.texcoord[0], c[8].zwzw;
MAD R0, R1, c[7], R0;
TEX R1, R2, texture[0], 2D;
ADD R2.xy, fragment.texcoord[0], c[9].zwzw;
MAD R0, R1, c[8], R0;
TEX R1, R2, texture[0], 2D;
ADD R2.xy, fragment.texcoord[0], c[10].zwzw;
MAD R0, R1, c[9], R0;
TEX R1, R2, texture[0], 2D;
ADD R2.xy, fragment.texcoord[0], c[11].zwzw;
MAD R0, R1, c[10], R0;
TEX R1, R2, texture[0], 2D;
ADD R2.xy, fragment.texcoord[0], c[12].zwzw;
MAD R0, R1, c[11], R0;
TEX R1, R2, texture[0], 2D;
ADD R2.xy, fragment.texcoord[0], c[13].zwzw;
MAD R0, R1, c[12], R0;
TEX R1, R2, texture[0], 2D;
ADD R2.xy, fragment.texcoord[0], c[14].zwzw;
MAD R0, R1, c[13], R0;
TEX R1, R2, texture[0], 2D;
ADD R2.xy, fragment.texcoord[0], c[15].zwzw;
MAD R0, R1, c[14], R0;
TEX R1, R2, texture[0], 2D;
ADD R2.xy, fragment.texcoord[0], c[16].zwzw;
MAD R0, R1, c[15], R0;
TEX R1, R2, texture[0], 2D;
ADD R2.xy, fragment.texcoord[0], c[17].zwzw;
MAD R0, R1, c[16], R0;
TEX R1, R2, texture[0], 2D;
ADD R2.xy, fragment.texcoord[0], c[18].zwzw;
MAD R0, R1, c[17], R0;
TEX R1, R2, texture[0], 2D;
ADD R2.xy, fragment.texcoord[0], c[19].zwzw;
MAD R0, R1, c[18], R0;
TEX R1, R2, texture[0], 2D;
ADD R2.xy, fragment.texcoord[0], c[20].zwzw;
MAD R0, R1, c[19], R0;
TEX R1, R2, texture[0], 2D;
ADD R2.xy, fragment.texcoord[0], c[21].zwzw;
MAD R0, R1, c[20], R0;
TEX R1, R2, texture[0], 2D;
ADD R2.xy, fragment.texcoord[0], c[22].zwzw;
MAD R0, R1, c[21], R0;
TEX R1, R2, texture[0], 2D;
ADD R2.xy, fragment.texcoord[0], c[23].zwzw;
MAD R0, R1, c[22], R0;
TEX R1, R2, texture[0], 2D;
ADD R2.xy, fragment.texcoord[0], c[24].zwzw;
MAD R0, R1, c[23], R0;
TEX R1, R2, texture[0], 2D;
ADD R2.xy, fragment.texcoord[0], c[25].zwzw;
MAD R0, R1, c[24], R0;
TEX R1, R2, texture[0], 2D;
ADD R2.xy, fragment.texcoord[0], c[26].zwzw;
MAD R0, R1, c[25], R0;
TEX R1, R2, texture[0], 2D;
MAD R0, R1, c[26], R0;
ADD R2.xy, fragment.texcoord[0], c[27].zwzw;
TEX R1, R2, texture[0], 2D;
MAD R2, R1, c[27], R0;
ADD R0.xy, fragment.texcoord[0], c[28].zwzw;
TEX R0, R0, texture[0], 2D;
MAD R0, R0, c[28], R2;
MUL R1, fragment.texcoord[0].xyxy, c[0];
DP4 R2.w, R1, c[32];
DP4 R2.z, R1, c[31];
DP4 R2.x, R1, c[29];
DP4 R2.y, R1, c[30];
ADD result.color, R0, R2;
END
# 93 instructions, 3 R-regs
